// Loaded by index.html before the app's modules. zod probes `new Function` when it builds its
// first object schema; under the page's `script-src 'self'` that probe is reported as a policy
// violation, so it is switched off before any schema exists (an import cannot run early enough:
// the bundler evaluates shared chunks first).
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, {
  jitless: true,
});
