// Defines the lesson's own figures without the lesson's main.js (no inline
// script: the page runs under the strict CSP of scripts/serve.mjs): their
// words must come with them (lesson-figure.js imports the lesson-ui catalog).
import { defineElement } from '../../../web/src/widgets/base.js';
import { LATER_FIGURES } from '../../../web/lesson/later-figures.js';
import { LessonOutputs } from '../../../web/lesson/figures/outputs.js';

for (const [tag, element] of Object.entries(LATER_FIGURES)) if (tag.startsWith('lesson-')) defineElement(tag, element);
defineElement('lesson-outputs', LessonOutputs);
