import * as migration_20261121_205051_initial from './20261121_205051_initial';

export const migrations = [
  {
    up: migration_20261121_205051_initial.up,
    down: migration_20261121_205051_initial.down,
    name: '20261121_205051_initial'
  },
];
