import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paciente, Profile } from '@vitalia/contracts/member';
import { fetchPaciente, fetchProfile, patchPaciente, saveProfile } from './member-api';

export const PROFILE_QUERY_KEY = ['member', 'profile'] as const;

export interface ProfileData {
  profile: Profile;
  /** The user's patient record (phone, birth date); null if the server has none. */
  paciente: Paciente | null;
}

/** The profile screen reads the account (GET profile) and the patient (GET pacientes) together. */
export function useProfileData(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    enabled,
    queryFn: async ({ signal }): Promise<ProfileData> => {
      const [profile, paciente] = await Promise.all([fetchProfile(signal), fetchPaciente(signal)]);
      return { profile, paciente };
    },
  });
}

export interface ProfileChanges {
  first_name: string;
  last_name: string;
  time_zone: string;
  fecha_nacimiento: string | null;
}

/** PUT the profile (with the current, read-only e-mail), then PATCH the patient (with its own phone). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ current, changes }: { current: ProfileData; changes: ProfileChanges }) => {
      const profile = await saveProfile({
        email: current.profile.email,
        first_name: changes.first_name,
        last_name: changes.last_name,
        time_zone: changes.time_zone,
      });
      queryClient.setQueryData<ProfileData>(PROFILE_QUERY_KEY, (old) => old && { ...old, profile });
      const paciente = current.paciente
        ? await patchPaciente(current.paciente, changes.fecha_nacimiento)
        : null;
      const saved: ProfileData = { profile, paciente };
      queryClient.setQueryData<ProfileData>(PROFILE_QUERY_KEY, saved);
      return saved;
    },
  });
}
