import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Areas reach each other only through their public entry (ARCHITECTURE.md, Layers; issue 9
 * section 4): the project's lint configuration refuses anything else.
 */
const root = path.resolve(__dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('area boundaries', () => {
  it("refuse a feature reaching into another feature's files, and allow its public entry", async () => {
    expect(
      await zoneErrors(
        'src/renderer/features/users/components/Probe.tsx',
        "import { useSavePackage } from '../../billing/api';\nexport const probe = useSavePackage;\n",
      ),
    ).toEqual([expect.stringContaining('features/<area>/index.ts')]);
    expect(
      await zoneErrors(
        'src/renderer/features/users/components/Probe.tsx',
        "import { UserSubscriptionsCard } from '../../billing';\nexport const probe = UserSubscriptionsCard;\n",
      ),
    ).toEqual([]);
  });

  it('refuse shared renderer code that depends on a feature', async () => {
    expect(
      await zoneErrors(
        'src/renderer/lib/probe.ts',
        "import { useMe } from '../features/account';\nexport const probe = useMe;\n",
      ),
    ).toEqual([expect.stringContaining('never depends on a feature')]);
  });

  it("refuse a server module reaching into another module's files, and allow its service", async () => {
    expect(
      await zoneErrors(
        'src/server/modules/logs/probe.ts',
        "import { billingLogs } from '../billing/logs';\nexport const probe = billingLogs;\n",
      ),
    ).toEqual([expect.stringContaining('service.ts')]);
    expect(
      await zoneErrors(
        'src/server/modules/logs/probe.ts',
        "import { billingService } from '../billing/service';\nexport const probe = billingService;\n",
      ),
    ).toEqual([]);
  });
});

describe('import circles', () => {
  const cycleErrors = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result.messages.filter((m) => m.ruleId === 'local/no-import-cycle').map((m) => m.message);
  };

  it('refuse an import that leads back to the importing file, a type-only one too', async () => {
    const circle = [
      expect.stringContaining('Import circle: shared/bots/schemas.ts → shared/bots/contract.ts'),
    ];
    expect(
      await cycleErrors(
        'src/shared/bots/schemas.ts',
        "import { botsContract } from './contract';\nexport const probe = botsContract;\n",
      ),
    ).toEqual(circle);
    expect(
      await cycleErrors(
        'src/shared/bots/schemas.ts',
        "import type { botsContract } from './contract';\nexport type Probe = typeof botsContract;\n",
      ),
    ).toEqual(circle);
  });

  it('let a file import what does not lead back to it', async () => {
    expect(
      await cycleErrors(
        'src/shared/bots/schemas.ts',
        "import { z } from 'zod';\nexport const probe = z.string();\n",
      ),
    ).toEqual([]);
  });
});
