import { describeCommandSuite } from './commands.test-kit.js';

// The blog suite's content commands on the emulators (cases/index.ts, commands.test-kit.ts).
describeCommandSuite('blog');
