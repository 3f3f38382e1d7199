import { describeCommandSuite } from './commands.test-kit.js';

// The guard suite's content command on the emulators (cases/index.ts, commands.test-kit.ts):
// scoring a requirement's texts against the brand, refused without the key, on an unseen brand,
// without the brand's guide or text, or with a bad body (nothing stored), and audited with the person.
describeCommandSuite('guard');
