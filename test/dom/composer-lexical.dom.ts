// The composer guard with a real lexical composer (the perplexity fixture site).
import { describeComposerGuard } from './support/composer-suite';

describeComposerGuard('perplexity', { keepsFormatting: true });
