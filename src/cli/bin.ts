/** The command line's entry point (what the bundle and `tsx` run): argv in, exit status out. */
import { launcherIndexFile, useIndexFile } from './index-store';
import { exitWith, main } from './main';

// The launcher names a file for the keyword indexes of the bundle it runs; tsx runs build them.
const indexFile = launcherIndexFile();
if (indexFile !== undefined) useIndexFile(indexFile);

void main(process.argv.slice(2)).then(exitWith);
