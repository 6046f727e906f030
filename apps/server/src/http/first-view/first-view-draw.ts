// One draw of a first view with the web's server build (a worker's job, or this thread's when
// FIRST_VIEW_THREADS=0): the build's renderFirstView, its state as the page's JSON text.
import { pathToFileURL } from 'node:url';
import type { ApiAnswer, ApiCall, DrawJob, FirstView } from './first-view-types.ts';

type WebFirstView = { markup: string; styles: string; state: { language: string } };
type RenderModule = {
  renderFirstView: (job: DrawJob['job'], callApi: (call: ApiCall) => Promise<ApiAnswer>) => Promise<WebFirstView | null>;
  stateScriptText: (state: WebFirstView['state']) => string;
};

const modules = new Map<string, Promise<RenderModule>>();

export async function drawFirstView({ bundle, job }: DrawJob, callApi: (call: ApiCall) => Promise<ApiAnswer>): Promise<FirstView | null> {
  let module = modules.get(bundle);
  if (!module) {
    module = import(pathToFileURL(bundle).href) as Promise<RenderModule>;
    modules.set(bundle, module);
  }
  const { renderFirstView, stateScriptText } = await module;
  const view = await renderFirstView(job, callApi);
  return view && { markup: view.markup, styles: view.styles, stateText: stateScriptText(view.state), language: view.state.language };
}
