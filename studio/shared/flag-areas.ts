import type { WhiteLabelFlag } from '../../schema/constants';

/** The white-label flags grouped by the part of the site they switch (each flag in one area). */
export const FLAG_AREAS: readonly { area: string; flags: readonly WhiteLabelFlag[] }[] = [
  {
    area: 'Registration',
    flags: ['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'DIRECTREG3'],
  },
  { area: 'Login', flags: ['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'MOBILEVERCODELOGIN3'] },
  {
    area: 'Member centre reports',
    flags: ['DEPRECM3', 'WITHREC3', 'TRANSREC3', 'TRANSBETREPMEM3', 'PERSREP', 'PLYRBT'],
  },
  { area: 'Rewards and rebates', flags: ['REWCEN3', 'MANPLAYREB3'] },
  { area: 'Money', flags: ['AGETRANSFERUP3', 'WDRAWNOPASSVERIF3'] },
  { area: 'Messages', flags: ['MAILCEN', 'FEEDBACK3'] },
];
