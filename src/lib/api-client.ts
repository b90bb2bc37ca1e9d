export const apiFetch = async <T>(url: string, options: RequestInit): Promise<T> => {
  const res = await fetch(url, options);
  return (await res.json()) as T;
};
export const apiFetchWithResponse = async <T>(url: string, options: RequestInit): Promise<T> => {
  const res = await fetch(url, options);
  return { data: await res.json(), status: res.status, headers: res.headers } as T;
};
