import type { Combination } from '../../../cli/lib/matrix/combination';
import type { SurfaceValues } from '../../../cli/lib/matrix/surfaces';
import {
  agentHomeApplies,
  expectedAgentFooter,
  expectedAgentNav,
  expectedContractPrompts,
} from './agent-home';
import { authApplies, expectedLoginOptions, expectedRegisterTabs } from './auth';
import { expectedHeader, expectedHeaderMenu } from './header';
import {
  depositApplies,
  expectedDepositTemplate,
  expectedMemberCentre,
  expectedMemberCentreHeader,
  expectedMemberCentreTemplate,
  memberCentreApplies,
} from './member-centre';
import { expectedAccess, expectedChrome } from './routes';
import { expectedSideMenu } from './side-menu';

/**
 * What the spec says each surface shows for one row. Written from the spec's tables only: it must
 * never import src/registry (the suite exists to catch a wrong gate there).
 */
export function expectedSurfaces(c: Combination): SurfaceValues {
  return {
    header: expectedHeader(c),
    headerMenu: expectedHeaderMenu(c),
    sideMenu: expectedSideMenu(c),
    ...(memberCentreApplies(c)
      ? {
          memberCentre: expectedMemberCentre(c),
          memberCentreTemplate: expectedMemberCentreTemplate(c),
          memberCentreHeader: expectedMemberCentreHeader(c),
        }
      : {}),
    ...(depositApplies(c) ? { depositTemplate: expectedDepositTemplate(c) } : {}),
    access: expectedAccess(c),
    chrome: expectedChrome(c),
    ...(authApplies(c)
      ? { loginOptions: expectedLoginOptions(c), registerTabs: expectedRegisterTabs(c) }
      : {}),
    ...(agentHomeApplies(c)
      ? { agentNav: expectedAgentNav(c), agentFooter: expectedAgentFooter(c) }
      : {}),
    contractPrompts: expectedContractPrompts(c),
  };
}

export { PROBES, chromeToken } from './routes';
export { expectedMemberCentre } from './member-centre';
