import * as migration_20261121_205051_initial from './20261121_205051_initial';
import * as migration_20261121_214500_rate_limits from './20261121_214500_rate_limits';
import * as migration_20261123_121431_integration_api_keys from './20261123_121431_integration_api_keys';

export const migrations = [
  {
    up: migration_20261121_205051_initial.up,
    down: migration_20261121_205051_initial.down,
    name: '20261121_205051_initial',
  },
  {
    up: migration_20261121_214500_rate_limits.up,
    down: migration_20261121_214500_rate_limits.down,
    name: '20261121_214500_rate_limits',
  },
  {
    up: migration_20261123_121431_integration_api_keys.up,
    down: migration_20261123_121431_integration_api_keys.down,
    name: '20261123_121431_integration_api_keys',
  },
];
