// Password hashing with argon2id at OWASP's minimum parameters or above (docs/decisions.md, Auth).
import { hash, verify } from '@node-rs/argon2';

// 2 is Algorithm.Argon2id: the package exports it as a const enum, which isolatedModules cannot read.
const OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
