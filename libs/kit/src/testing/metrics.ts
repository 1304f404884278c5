/**
 * A sample's value in the Prometheus text an app answers at GET /metrics, by the metric's name and its
 * labels as written there (`queue="image_text"`); undefined when the app answers no such sample.
 */
export async function metricSample(
  app: { request(path: string): Response | Promise<Response> },
  name: string,
  labels: string,
): Promise<number | undefined> {
  const text = await (await app.request('/metrics')).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
