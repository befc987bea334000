/** The three contracts, as the pages and relays name them. */
export type ContractKind = 'dailySalary' | 'dividend' | 'hourSalary';

export type ContractStatus = 'offered' | 'accepted' | 'rejected';

/** Relay names of each kind (docs/api.md "Contracts"). */
export const RELAYS: Record<ContractKind, { get: string; process: string }> = {
  dailySalary: {
    get: '/wps/relay/MCSFE_getDailySalaryContract',
    process: '/wps/relay/MCSFE_processDailySalaryContract',
  },
  dividend: {
    get: '/wps/relay/MCSFE_getContractDividend',
    process: '/wps/relay/MCSFE_processContractDividend',
  },
  hourSalary: {
    get: '/wps/relay/MCSFE_getContractHourSalary',
    process: '/wps/relay/MCSFE_processContractHourSalary',
  },
};
