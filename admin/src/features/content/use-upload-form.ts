// The state and the submit of the upload dialog: what was chosen, each choice clearing its field's
// problem, the file checked as soon as it is chosen and again with the other fields before
// sending, and closing, which forgets the choices unless the upload is on its way.
import { type FormEvent, useState } from 'react';
import { KINDS, type UploadKind } from './upload-kinds.ts';
import { useContentForm } from './use-content-form.ts';

export function useUploadForm(kind: UploadKind, onClose: () => void) {
  const config = KINDS[kind];
  const { send, sending, errors, refuse, clear } = useContentForm(config.what);
  const [modelCode, setModelCode] = useState<string | null>(null);
  const [colourCode, setColourCode] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [file, setFile] = useState<File | null>(null);

  const close = () => {
    if (sending) return;
    setModelCode(null);
    setColourCode(null);
    setTitle('');
    setFile(null);
    onClose();
  };
  // A colour is offered on a model code: another code asks for the colour again.
  const chooseModelCode = (code: string | null) => {
    setModelCode(code);
    setColourCode(null);
    clear('model_code');
  };
  const chooseColour = (code: string | null) => {
    setColourCode(code);
    clear('colour_code');
  };
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    clear('file');
    const problem = chosen && config.problem(chosen);
    if (problem) refuse('file', problem);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!modelCode) return refuse('model_code', 'Please choose a model code.');
    if (kind === 'vehicle-image' && !colourCode) return refuse('colour_code', 'Please choose a colour.');
    if (!file) return refuse('file', 'Please choose a file.');
    const problem = config.problem(file);
    if (problem) return refuse('file', problem);
    const form = new FormData();
    form.append('kind', kind);
    form.append('model_code', modelCode);
    if (kind === 'vehicle-image') form.append('colour_code', colourCode!);
    else if (title.trim()) form.append('title', title.trim());
    form.append('file', file);
    if (await send('post', '/content/uploads', form)) close();
  };

  return { modelCode, chooseModelCode, colourCode, chooseColour, title, setTitle, file, chooseFile, errors, sending, close, submit };
}

export type UploadFormState = ReturnType<typeof useUploadForm>;
