/** Files the portal hands to the user: base64 documents from the API, CSV text. */

export type Base64File = { name: string; content: string };

/** The file name with the given extension, unless it already ends with it. */
export const withExtension = (name: string, extension: string): string =>
  name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;

export const base64ToBlob = (content: string, type: string): Blob => {
  const binary = atob(content.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
};

export const saveBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** A PDF the API sent as {name, content (base64)}, saved as name.pdf. */
export const downloadBase64Pdf = ({ name, content }: Base64File) =>
  saveBlob(base64ToBlob(content, 'application/pdf'), withExtension(name, 'pdf'));

/** A PDF as the API delivers it: base64 in JSON, or the bytes themselves (application/pdf). */
export type PdfFile = Base64File | { name: string; blob: Blob };

/** Saves a PDF of either kind as name.pdf. */
export const savePdf = (file: PdfFile) =>
  'blob' in file ? saveBlob(file.blob, withExtension(file.name, 'pdf')) : downloadBase64Pdf(file);

/** Reads a file as base64 (without the data URL prefix). */
export const fileToBase64 = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = typeof reader.result === 'string' ? reader.result : '';
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
