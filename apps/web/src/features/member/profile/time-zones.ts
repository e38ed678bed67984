export interface TimeZoneOption {
  value: string;
  label: string;
}

/** Mexico's zones first, named the way people there know them (the reminders follow this zone). */
export const MEXICAN_TIME_ZONES: readonly TimeZoneOption[] = [
  { value: 'America/Mexico_City', label: 'Centro (Ciudad de México)' },
  { value: 'America/Cancun', label: 'Sureste (Cancún)' },
  { value: 'America/Merida', label: 'Centro (Mérida)' },
  { value: 'America/Monterrey', label: 'Centro (Monterrey)' },
  { value: 'America/Matamoros', label: 'Frontera noreste (Matamoros)' },
  { value: 'America/Chihuahua', label: 'Centro (Chihuahua)' },
  { value: 'America/Ciudad_Juarez', label: 'Frontera norte (Ciudad Juárez)' },
  { value: 'America/Ojinaga', label: 'Frontera norte (Ojinaga)' },
  { value: 'America/Mazatlan', label: 'Pacífico (Mazatlán)' },
  { value: 'America/Bahia_Banderas', label: 'Centro (Bahía de Banderas)' },
  { value: 'America/Hermosillo', label: 'Sonora' },
  { value: 'America/Tijuana', label: 'Noroeste (Tijuana)' },
];

/** Every other zone this browser knows, after the Mexican ones. */
export function otherTimeZones(): TimeZoneOption[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const mexican = new Set(MEXICAN_TIME_ZONES.map((zone) => zone.value));
  return zones
    .filter((zone) => !mexican.has(zone))
    .map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
