import { Download } from 'lucide-react';
import { adminExportPath, type AdminExport } from '#shared/admin/exports.ts';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** The server builds and streams the file; the browser only downloads it. */
export function ExportLink({ file, label }: { file: AdminExport; label: string }) {
  return (
    <a href={adminExportPath(file)} download={file} className={buttonClasses('secondary', 'px-3 py-1.5')}>
      <Download aria-hidden="true" className="size-4" />
      {label}
    </a>
  );
}
