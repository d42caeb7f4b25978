/** The command line's entry point (what the bundle and `tsx` run): argv in, exit status out. */
import { exitWith, main } from './main';

void main(process.argv.slice(2)).then(exitWith);
