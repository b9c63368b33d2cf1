export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}
