import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HealthProfile, Paciente, Profile } from '@vitalia/contracts/member';
import {
  fetchHealthProfile,
  fetchPaciente,
  fetchProfile,
  patchPaciente,
  saveHealthProfile,
  saveProfile,
} from './member-api';

export const PROFILE_QUERY_KEY = ['member', 'profile'] as const;

export interface ProfileData {
  profile: Profile;
  /** The user's patient record (phone, birth date); null if the server has none. */
  paciente: Paciente | null;
  /** "Tu salud" (diagnosis, pregnancy, height); null where it is not shown (a shared person's report). */
  health: HealthProfile | null;
}

/** The profile screen reads the account (GET profile) and the patient (GET pacientes) together. */
export function useProfileData(enabled: boolean) {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    enabled,
    queryFn: async ({ signal }): Promise<ProfileData> => {
      const [profile, paciente, health] = await Promise.all([
        fetchProfile(signal),
        fetchPaciente(signal),
        fetchHealthProfile(signal),
      ]);
      return { profile, paciente, health };
    },
  });
}

export interface ProfileChanges extends HealthProfile {
  first_name: string;
  last_name: string;
  time_zone: string;
  fecha_nacimiento: string | null;
}

/**
 * PUT the profile (with the current, read-only e-mail), PATCH the patient (with its own phone), then PUT
 * "Tu salud".
 */
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
      const wanted: HealthProfile = {
        diagnostico: changes.diagnostico,
        embarazo: changes.embarazo,
        estatura_cm: changes.estatura_cm,
      };
      // Sent only when it changed: saving names alone writes nothing about health.
      const unchanged =
        current.health !== null &&
        (Object.keys(wanted) as Array<keyof HealthProfile>).every(
          (key) => wanted[key] === current.health![key],
        );
      const health = unchanged ? current.health : await saveHealthProfile(wanted);
      const saved: ProfileData = { profile, paciente, health };
      queryClient.setQueryData<ProfileData>(PROFILE_QUERY_KEY, saved);
      return saved;
    },
  });
}
