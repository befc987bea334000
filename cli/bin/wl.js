#!/usr/bin/env node
// Launcher for `npx wl`: runs the TypeScript CLI through tsx, without a build step.
import { register } from 'tsx/esm/api';

register();
await import('../index.ts');
