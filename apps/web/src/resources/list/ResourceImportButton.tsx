import { permittedCodes } from '@console/core';
import { UploadOutlined } from '@ant-design/icons';
import type { AnyResource } from '@console/core';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { usePermission } from '../../widgets/permission';

// The dialog (upload, form, every field control a template may ask for: date pickers, number boxes,
// the permission tree) loads on the first click, so a list offering 导入 does not carry it.
const ImportDialog = lazy(() => import('./ImportDialog').then((m) => ({ default: m.ImportDialog })));

/** 导入 of a list whose definition declares an import code (and a create code, which an import uses). */
export function ResourceImportButton({ resource }: { resource: AnyResource }) {
  const { can } = usePermission();
  const [open, setOpen] = useState(false);
  const importCodes = permittedCodes(resource, 'import');
  const createCodes = permittedCodes(resource, 'create');
  if (importCodes.length === 0 || createCodes.length === 0 || !can(importCodes) || !can(createCodes))
    return null;
  return (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => setOpen(true)}>
        导入
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog resource={resource} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
