import { describeCommandSuite } from './commands.test-kit.js';

// The comments suite's content commands on the emulators (cases/index.ts, commands.test-kit.ts):
// adding a comment and marking a thread read, refused without the key, on an unseen brand or
// with a bad body (nothing stored), and audited with the person.
describeCommandSuite('comments');
