// The composer guard with a real react-textarea composer (the copilot fixture site).
import { describeComposerGuard } from './support/composer-suite';

describeComposerGuard('copilot', { keepsFormatting: false });
