// /how-to-videos (docs/owner-app.md 2.15): the model picker from the page's content document,
// and with ?model= that model's player page.
import { useSearchParams } from 'wouter';
import { ModelPicker } from './model-picker.tsx';
import { ModelVideos } from './model-videos.tsx';
import './videos.css';

export function VideosPage() {
  const [params] = useSearchParams();
  const model = params.get('model')?.trim();
  return model ? <ModelVideos model={model} /> : <ModelPicker />;
}
