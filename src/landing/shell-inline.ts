/** The shell script's entry: compiled on its own into index.html (landing-build.ts), never imported. */
import { LANDING_PLAN_ID, type LandingPlan } from './landing-plan';
import { runShell } from './shell';

let shells: LandingPlan['shells'] | undefined;
try {
  const plan = document.getElementById(LANDING_PLAN_ID)?.textContent;
  shells = plan ? (JSON.parse(plan) as LandingPlan).shells : undefined;
} catch {
  // Without the plan every page off home gets the bar.
}
runShell(window, shells);
