export type StartupMode = 'maintenance' | 'restricted' | 'normal';

/** Spec §2: maintenance wins over region restriction; otherwise normal. */
export function startupMode(status: {
  maintenance: boolean;
  regionRestriction: boolean;
}): StartupMode {
  if (status.maintenance) return 'maintenance';
  if (status.regionRestriction) return 'restricted';
  return 'normal';
}
