import type { LucideIcon } from 'lucide-react';
import { BarChart3, ClipboardCheck, Cpu, FileCheck2, FileSpreadsheet, FileText, Lightbulb, ListChecks, Scale } from 'lucide-react';
import type { ServiceType } from '#shared/enums.ts';

export const SERVICE_ICONS: Readonly<Record<ServiceType, LucideIcon>> = {
  valuation: BarChart3,
  due_diligence: ClipboardCheck,
  legal_drafting: Scale,
  review_advice: Lightbulb,
  sop_services: ListChecks,
  digital_transformation: Cpu,
  project_reports: FileText,
  audit: FileCheck2,
  financial_statements: FileSpreadsheet,
};
