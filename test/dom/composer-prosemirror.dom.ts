// The composer guard with a real prosemirror composer (the claude fixture site).
import { describeComposerGuard } from './support/composer-suite';

describeComposerGuard('claude', { keepsFormatting: true, editorlessCases: true });
