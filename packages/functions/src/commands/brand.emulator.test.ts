import { describeCommandSuite } from './commands.test-kit.js';

// The brand suite's content commands on the emulators (cases/index.ts, commands.test-kit.ts).
describeCommandSuite('brand');
