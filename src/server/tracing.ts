/**
 * Traces (docs/operations.md, "Traces"): OpenTelemetry, configured by its standard variables. On when
 * an OTLP endpoint is set (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) and
 * OTEL_SDK_DISABLED is not `true`: spans go by OTLP over HTTP (the exporter reads its own variables:
 * headers, timeout, …), the service is OTEL_SERVICE_NAME (default `restoboard`), sampled as
 * OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG say (default: follow the caller's `traceparent`, else
 * every trace). Off, the SDK is not even loaded, and the server's own spans are skipped at one check.
 *
 * The server's spans: one per HTTP request (continuing a W3C `traceparent`), one per GraphQL operation,
 * one per database statement (its text, never its parameters) and per outgoing call.
 */
import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';

let enabled = false;

/** Whether spans are recorded in this process. */
export const tracing = () => enabled;

const tracer = () => trace.getTracer('restoboard');

type Env = Readonly<Record<string, string | undefined>>;

/** The sampler OTEL_TRACES_SAMPLER names (the specification's values; anything else: parent-based, every root). */
async function samplerOf(env: Env) {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } =
    await import('@opentelemetry/sdk-trace');
  const ratio = Number(env.OTEL_TRACES_SAMPLER_ARG ?? '1');
  const byRatio = new TraceIdRatioBasedSampler(Number.isFinite(ratio) ? Math.min(1, Math.max(0, ratio)) : 1);
  switch (env.OTEL_TRACES_SAMPLER) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return byRatio;
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: byRatio });
    default:
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/** Starts tracing when the variables ask for it; returns what flushes and ends it, or undefined when off. */
export async function startTracing(env: Env = process.env): Promise<(() => Promise<void>) | undefined> {
  if (env.OTEL_SDK_DISABLED === 'true' || !(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT))
    return undefined;
  const [
    { BatchSpanProcessor, TracerProvider },
    { OTLPTraceExporter },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
  ]);
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME ?? 'restoboard' }),
    sampler: await samplerOf(env),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  trace.setGlobalTracerProvider(provider);
  enabled = true;
  return async () => {
    enabled = false;
    await provider.shutdown();
  };
}

/** The span of one HTTP request, continuing the caller's `traceparent`; `run` goes on inside it. */
export function requestSpan<T>(
  name: string,
  headers: Readonly<Record<string, string | string[] | undefined>>,
  attributes: Attributes,
  run: (span: Span | undefined) => T,
): T {
  if (!enabled) return run(undefined);
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer().startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  return context.with(trace.setSpan(parent, span), () => run(span));
}

/** Ends a request's span with its status (0: cut off before an answer). */
export function endRequestSpan(span: Span | undefined, status: number): void {
  if (!span) return;
  span.setAttribute('http.response.status_code', status);
  if (status === 0 || status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** `work` in a span of its own under the active one (a database statement, an outgoing call, an operation). */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  if (!enabled) return work();
  return tracer().startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span opened now and ended by the caller (a GraphQL operation, whose end is another hook's). */
export function startSpan(name: string, attributes: Attributes, parent: Context = context.active()): Span | undefined {
  return enabled ? tracer().startSpan(name, { attributes }, parent) : undefined;
}

export { SpanKind };
