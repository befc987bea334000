import { LANDING_PLAN_ID, type LandingPlan } from './landing-plan';

/**
 * The chunk (URL) of each text namespace of each language this page offers, as the build wrote them
 * into the page's landing plan (`texts`, only the tenant's languages after `wl build`); empty on a
 * page without a plan.
 */
export function plannedTexts(): LandingPlan['texts'] {
  const json = document.getElementById(LANDING_PLAN_ID)?.textContent;
  if (!json) return {};
  return (JSON.parse(json) as Partial<LandingPlan>).texts ?? {};
}
