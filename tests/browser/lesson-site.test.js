// The lesson's walk (lesson.test.js and lesson-learner.test.js) once more on
// the built site served from a sub-path, as a course author publishes it: its
// tests of what the build can change (loading, style sheets, addresses,
// framing, later chunks). A file of its own, so that node's test runner
// schedules it beside the other files instead of after them; lesson-walk.js
// reads POSENC_LESSON when it loads, hence the dynamic imports.
process.env.POSENC_LESSON = 'site';
await import('./lesson.test.js');
await import('./lesson-learner.test.js');
