/**
 * Every ```console example in README.md and docs/*.md is run through the built placer and must
 * print what the document shows, timings masked (the rule: test/support/docsExamples.ts). Slow
 * examples (marked `<!-- docs-example: slow -->`) run in test/docs-examples.slow.test.ts.
 */
import { checkDocExamples } from './support/docsExamplesCheck.js';

checkDocExamples({ slow: false });
