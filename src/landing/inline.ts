/** The inline script's entry: compiled on its own into index.html (landing-build.ts), never imported. */
import { runLanding } from './landing';
import { LANDING_PLAN_ID, type LandingPlan } from './landing-plan';

const planElement = document.getElementById(LANDING_PLAN_ID);
if (planElement?.textContent)
  runLanding(JSON.parse(planElement.textContent) as LandingPlan, window);
