import { defineMatrixShard } from './suite';

await defineMatrixShard(0, 2);
