/**
 * Pasted code, logs and config with the question around it: the most common thing people hand
 * an assistant, benign for the context head (identifiers are the detectors' job). Snippets and
 * questions are combined freely, so no single question predicts a snippet.
 */
import type { Lang } from '../vocab';

export const SNIPPETS: readonly string[] = [
  'def parse(path):\n    with open(path) as f:\n        return [line.split(",") for line in f]\n',
  'for i in range(len(items)):\n    if items[i] == target:\n        del items[i]\n',
  'const total = orders.reduce((sum, o) => sum + o.amount, 0);\nconsole.log(total.toFixed(2));',
  'useEffect(() => {\n  fetch(`/api/users/${id}`).then((r) => r.json()).then(setUser);\n}, []);',
  'SELECT customer_id, SUM(amount) AS total\nFROM orders\nGROUP BY customer_id\nHAVING total > 100\nORDER BY total DESC;',
  'UPDATE accounts SET balance = balance - 10 WHERE id = 7;\nUPDATE accounts SET balance = balance + 10 WHERE id = 9;',
  'func worker(jobs <-chan int, results chan<- int) {\n\tfor j := range jobs {\n\t\tresults <- j * 2\n\t}\n}',
  'fn main() {\n    let v = vec![1, 2, 3];\n    let first = &v[0];\n    v.push(4);\n    println!("{}", first);\n}',
  'public int fib(int n) {\n  if (n < 2) return n;\n  return fib(n - 1) + fib(n - 2);\n}',
  '#!/bin/bash\nfor f in *.log; do\n  gzip "$f"\ndone',
  'docker run -p 8080:80 -v $(pwd):/app node:20 npm start',
  'Traceback (most recent call last):\n  File "main.py", line 12, in <module>\n    print(data["name"])\nKeyError: \'name\'',
  'TypeError: Cannot read properties of undefined (reading \'map\')\n    at List (List.jsx:14:22)',
  'error[E0382]: borrow of moved value: `config`\n  --> src/main.rs:21:5',
  'ERROR 1064 (42000): You have an error in your SQL syntax near \'WHERE\' at line 3',
  '2025-03-02T10:14:07Z WARN pool exhausted, waiting for connection (active=20, idle=0)\n2025-03-02T10:14:09Z ERROR request timeout after 30000ms',
  'server:\n  port: 8080\nlogging:\n  level: debug\ncache:\n  ttl: 300',
  '{\n  "name": "my-app",\n  "scripts": { "build": "vite build", "test": "vitest" }\n}',
  '.card {\n  display: flex;\n  gap: 1rem;\n  align-items: center;\n}',
  'import pandas as pd\norders = pd.read_parquet("orders.parquet")\nprint(orders.pivot_table(index="city", values="total"))',
  'class Stack:\n    def __init__(self):\n        self.items = []\n    def pop(self):\n        return self.items.pop()',
  '<button onclick="save()">Save</button>\n<script>function save() { localStorage.setItem("draft", editor.value) }</script>',
  'git rebase -i HEAD~3\n# pick 1a2b3c fix typo\n# squash 4d5e6f tidy',
  'kubectl get pods -n staging\nNAME                    READY   STATUS             RESTARTS\napi-7d9f8b6c5-x2k4p     0/1     CrashLoopBackOff   6',
  'while (true) {\n  const job = await queue.next();\n  if (!job) break;\n  await handle(job);\n}',
];

export const CODE_QUESTIONS: Record<Lang, readonly string[]> = {
  en: ['why does this fail?', 'can you explain what this does?', 'how do I make this faster?', 'fix this please', 'what is wrong here', 'rewrite this more idiomatically', 'add comments to this', 'is there a bug in this?', 'convert this to TypeScript', 'what does this error mean', 'write tests for this', 'review this code'],
  de: ['warum funktioniert das nicht?', 'was macht dieser Code?', 'wie mache ich das schneller?', 'bitte korrigieren', 'was bedeutet dieser Fehler?', 'schreib Tests dafür'],
  fr: ['pourquoi ça plante ?', 'tu peux expliquer ce que fait ce code ?', 'comment accélérer ça ?', 'corrige ça stp', 'que veut dire cette erreur ?', 'écris des tests pour ça'],
  es: ['¿por qué falla esto?', '¿qué hace este código?', '¿cómo lo hago más rápido?', 'arréglalo, por favor', '¿qué significa este error?', 'escribe tests para esto'],
  ru: ['почему это не работает?', 'что делает этот код?', 'как это ускорить?', 'исправь, пожалуйста', 'что означает эта ошибка?', 'напиши тесты к этому'],
};
