import AjvCompiler from '@fastify/ajv-compiler';

type BuildValidator = AjvCompiler.BuildCompilerFromPool;
type Compile = ReturnType<BuildValidator>;

/** Fastify's own pool of Ajv instances, made once per process instead of once per app. */
const pool: BuildValidator = AjvCompiler();
/** Compiled request validators per Ajv instance of the pool, keyed by the schema's JSON. */
const compiledBy = new WeakMap<Compile, Map<string, ReturnType<Compile>>>();

/**
 * Request validators compiled once per process, not once per app. Compiling the ~250 routes'
 * schemas took about 2 s of every `buildApp` (cpu profile: @fastify/ajv-compiler), and the server
 * tests build an app for every file on both databases. The engine builds equal schema objects
 * afresh for each app, so Ajv's own cache (by object) misses; the key is the schema's JSON. The Ajv
 * instance and options are Fastify's defaults either way, so a validator behaves as before.
 */
export const buildSharedValidator: BuildValidator = (externalSchemas, options) => {
  const compile = pool(externalSchemas, options);
  const compiled = compiledBy.get(compile) ?? new Map<string, ReturnType<Compile>>();
  compiledBy.set(compile, compiled);
  // The library's type names the bare schema, but Fastify passes the route's schema definition
  // ({ schema, method, url, httpPart }) and the compiler reads its `schema`; the key follows that.
  return (routeSchema) => {
    const key = JSON.stringify((routeSchema as { schema?: unknown }).schema ?? routeSchema);
    let validate = compiled.get(key);
    if (!validate) compiled.set(key, (validate = compile(routeSchema)));
    return validate;
  };
};
