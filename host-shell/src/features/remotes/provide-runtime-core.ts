// Federation runtime plugin of the host: hands the remotes the host's own copy of the runtime core.
// The remotes' production entry files are built with `experiments.externalRuntime`
// (@tours/webpack-config, webpack-config/create-config.cjs): they leave @module-federation/runtime-core out and take it
// from the global `_FEDERATION_RUNTIME_CORE`, so a visitor downloads that code once, not once per
// app. (The enhanced plugin's own `provideExternalRuntime` bundles a second, CommonJS copy of the
// core for this, which cost more than it saved.)
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

type RuntimeCoreGlobal = { _FEDERATION_RUNTIME_CORE?: typeof runtimeCore };

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'tours-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as RuntimeCoreGlobal;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
