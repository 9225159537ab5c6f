import { contextBridge, ipcRenderer } from 'electron';
import { buildBridge } from './bridge';

// Runs sandboxed, in an isolated world: the page sees only the functions exposed here.
contextBridge.exposeInMainWorld('desktop', buildBridge(ipcRenderer, process.platform));
