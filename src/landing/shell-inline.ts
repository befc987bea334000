/** The shell script's entry: compiled on its own into index.html (landing-build.ts), never imported. */
import { LANDING_PLAN_ID, type LandingPlan } from './landing-plan';
import { runShell } from './shell';

let plan: LandingPlan | undefined;
try {
  const json = document.getElementById(LANDING_PLAN_ID)?.textContent;
  plan = json ? (JSON.parse(json) as LandingPlan) : undefined;
} catch {
  // Without the plan every page off home gets the bar.
}
runShell(window, plan);
