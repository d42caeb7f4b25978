// The composer guard with a real quill composer (the gemini fixture site).
import { describeComposerGuard } from './support/composer-suite';

describeComposerGuard('gemini', { keepsFormatting: false });
