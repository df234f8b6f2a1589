/** The docs' examples, the slow ones included (see test/docs-examples.test.ts). */
import { checkDocExamples } from './support/docsExamplesCheck.js';

checkDocExamples({ slow: true });
