// The composer guard with a real textarea composer (the deepseek fixture site).
import { describeComposerGuard } from './support/composer-suite';

describeComposerGuard('deepseek', { keepsFormatting: false });
