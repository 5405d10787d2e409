// The tools app: url-wasm's `loadTools()`, which imports the authoring tools and their wasm on
// demand, then a validation error from parseWithErrors.
import { loadTools, parseWithErrors, ready } from "url-wasm";

ready
  .then(() => loadTools())
  .then(() => {
    window.__result = { errors: parseWithErrors("https://h/a b").errors.map((e) => e.name) };
  })
  .catch((error) => {
    window.__result = { error: String(error?.stack ?? error) };
  });
