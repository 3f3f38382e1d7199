#!/usr/bin/env node
// The `estudio` command: loads the TypeScript sources through tsx (a workspace dev tool).
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
