import { defineMatrixShard } from './suite';

await defineMatrixShard(1, 2);
