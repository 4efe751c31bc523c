/**
 * The page's words in Korean and English. Every text has a key; both languages must define every
 * key (a missing one is a type error). Static texts are marked in the HTML with `data-i18n`
 * attributes; texts built in code call `t` and re-render on `onLangChange`.
 */
import { withParticle } from '../../src/i18n/korean.js';
import { chooseLang, LANG_STORAGE_KEY, type Lang } from './i18n-language.js';

const en = {
  'app.title': 'nori — Dice Yut · Omok',
  'app.subtitle': 'playground',
  'app.tagline':
    'Dice Yut (Baekjoon 17825) and Omok (Baekjoon 2615), solved exactly, in your browser.',
  'app.tabs': 'Games',
  'app.language': 'Language',
  'app.footer': 'Runs entirely in your browser; nothing is sent anywhere.',
  'app.skip': 'Skip to the game',
  'app.copyLink': 'Copy link',
  'app.saveSvg': 'Save as SVG',
  'app.savePng': 'Save as PNG',
  'app.linkCopied': 'Link copied: it opens this same view.',
  'tab.yut': 'Dice Yut',
  'tab.omok': 'Omok',

  'yut.title': 'Dice Yut',
  'yut.intro':
    'The ten rolls are known in advance. Each turn, one piece moves by the roll and scores the number of the cell where it stops. A move that starts on a blue corner follows the blue arrow.',
  'yut.dice': 'Ten rolls (1 to 5)',
  'yut.roll': 'Roll the dice',
  'yut.best': 'Best score',
  'yut.mode': 'Mode',
  'yut.mode.plan': 'Optimal plan',
  'yut.mode.play': 'Play it yourself',
  'yut.mode.game': 'Roll as you go',
  'yut.game.roll': 'Roll the die',
  'yut.game.toRoll': 'Turn {turn} of {turns}: roll the die.',
  'yut.game.rolled': 'Turn {turn} of {turns}: you rolled {roll}. Choose a piece.',
  'yut.game.passed': 'Turn {turn}: rolled {roll}; no piece could move.',
  'yut.game.hint': 'Hint',
  'yut.game.hintText': 'The best policy moves piece {piece} ({from} → {to}).',
  'yut.game.expected': 'Expected final score under the best policy from here: {value}',
  'yut.game.wasBest': 'Your last move was the best one.',
  'yut.game.better':
    'The best move was piece {piece} ({from} → {to}): expected final {best}, yours {yours}.',
  'yut.game.thinking': 'Computing the best policy…',
  'yut.game.workerFailed':
    'The best policy could not be loaded (is the network down?). Trying again in a few seconds…',
  'yut.game.result':
    'Your score: {you}. The best policy expects {policy} from the start. Had your rolls ({dice}) been known, the best score was {best}.',
  'yut.game.new': 'New game',
  'yut.first': 'To the start',
  'yut.prev': 'Previous',
  'yut.next': 'Next',
  'yut.play': 'Play',
  'yut.pause': 'Pause',
  'yut.turnOf': 'Turn {turn} of {turns}',
  'yut.beforeFirst': 'Before the first turn',
  'yut.total': 'Running total',
  'yut.col.turn': 'Turn',
  'yut.col.roll': 'Roll',
  'yut.col.piece': 'Piece',
  'yut.col.move': 'Move',
  'yut.col.points': 'Points',
  'yut.col.total': 'Total',
  'yut.showTurn': 'Show turn {turn}',
  'yut.planTable': 'The plan, turn by turn',
  'yut.pieceAt': 'Piece {piece} on {cell}',
  'yut.noMove': 'no piece can move',
  'yut.step': 'Piece {piece} moves {roll}: {from} → {to}, +{points}',
  'yut.start': 'Start',
  'yut.end': 'End',
  'yut.legend.blue': 'Blue corner: a move that starts here takes the blue arrow',
  'yut.legend.red': 'Arrow: the normal way',
  'yut.legend.route': 'Shortcut to the centre',
  'yut.board': 'Dice Yut board',
  'yut.cellTitle.blue': '{cell}: blue corner',
  'yut.name.blue': '{cell} (blue corner)',
  'yut.name.route': '{cell} (shortcut)',
  'yut.cellTitle.route': '{cell}: on a shortcut',
  'yut.play.choose': 'Turn {turn} of {turns}: the die shows {roll}. Choose a piece.',
  'yut.play.undo': 'Undo',
  'yut.play.restart': 'Restart',
  'yut.play.score': 'Your score',
  'yut.play.finished': 'Piece {piece} has already reached the end.',
  'yut.play.occupied':
    'Piece {piece} cannot move {roll}: it would stop on {cell}, where piece {by} stands.',
  'yut.play.result': 'Your score: {you}. Best possible: {best}.',
  'yut.play.perfect': 'Perfect: every choice kept the best score within reach.',
  'yut.play.firstLoss':
    'First choice that lost points: turn {turn} (roll {roll}), piece {piece} {from} → {to}. From there at most {after} in all was possible instead of {before}; piece {bestPiece} ({bestFrom} → {bestTo}) kept {before}.',
  'yut.refuse.over': 'The game is over: undo or start again.',
  'yut.refuse.not-rolled': 'Roll the die first.',
  'yut.refuse.already-rolled': 'The die is rolled already: choose a piece.',
  'yut.refuse.dice-known': 'The dice of this game are known in advance.',
  'yut.refuse.no-such-piece': 'There is no piece {piece}: the pieces are 1 to 4.',
  'yut.refuse.no-such-face': 'A die shows 1 to 5, not {die}.',
  'yut.refuse.nothing-to-undo': 'Nothing to undo yet.',
  'yut.refuse.passed': 'No piece could move on that turn.',
  'yut.refuse.must-move': 'A piece can move on that turn.',
  'yut.link.value': 'The link’s {name}={value} is out of range, so it is left out.',
  'yut.link.stopped': 'The link’s {name}= is played up to turn {turn}, which is refused: {reason}',
  'yut.announce.moved': 'Piece {piece} moves {roll}: {from} → {to}, +{points}.',
  'yut.err.empty': 'Enter ten rolls.',
  'yut.err.count': 'Expected ten rolls, found {found}.',
  'yut.err.not-a-number': 'Roll {token}: expected a number from 1 to 5, found {found}.',
  'yut.err.out-of-range': 'Roll {token}: a die shows 1 to 5, found {found}.',
  'yut.err.extra-line': 'Put the ten rolls on one line.',

  'omok.newLine':
    'A new line from move {move}: the {dropped} moves that followed in the old line are dropped.',
  'omok.review': 'Review',
  'omok.first': 'First move',
  'omok.prev': 'Previous move',
  'omok.next': 'Next move',
  'omok.last': 'Last move',
  'omok.numbers': 'Numbers on stones',
  'omok.coords': 'Coordinates',
  'omok.coords.letters': 'Letters (h8)',
  'omok.coords.baekjoon': 'Baekjoon (row, column)',
  'omok.moveList': 'Moves: click one, or use ← → Home End',
  'omok.position': 'Move {move} of {moves}',
  'omok.startPosition': 'Start: {moves} moves in the line',
  'omok.computerPlayed': 'The computer ({color}) played {at}.',
  'omok.deepening': '(Depth {depth} so far; going deeper…)',
  'omok.pv': 'Best line',
  'omok.candidates': 'Top moves',
  'omok.evalBar': 'Evaluation from black’s side: {value}',
  'omok.depth': 'depth {depth}',
  'omok.eval.winsIn': '{color} wins in {moves}',
  'omok.title': 'Omok',
  'omok.intro':
    'Click, tap, or use the arrow keys and Enter to place stones; black plays first. The rule decides which lines win: the standard (Baekjoon) rule counts exactly five.',
  'omok.size': 'Board',
  'omok.rule': 'Rule',
  'omok.rule.standard': 'Standard: exactly five',
  'omok.rule.freestyle': 'Freestyle: five or more',
  'omok.rule.renju': 'Renju: black exactly five, no 3-3, 4-4 or six',
  'omok.black': 'Black',
  'omok.white': 'White',
  'omok.toPlay': '{color} to play',
  'omok.winsAt': '{color} wins: five from row {row}, column {col}.',
  'omok.winsAtLong': '{color} wins: {count} in a row from row {row}, column {col}.',
  'omok.moves': 'Moves',
  'omok.noMoves': 'No moves yet.',
  'omok.record': 'Game record',
  'omok.recordHelp':
    'One move a line, row then column (or h8), black first: the format nori omok --moves reads.',
  'omok.recordLoad': 'Load record',
  'omok.recordCopy': 'Copy record',
  'omok.recordError': 'Record: {message}',
  'omok.recordStopped':
    'Move {move} ({row} {col}) cannot be played here; the record stops before it.',
  'omok.recordLoaded': 'Played {moves} moves from the record.',
  'omok.undo': 'Undo',
  'omok.place': 'Place the stone',
  'omok.placeHelp': 'Tap again or press the button to place it.',
  'omok.redo': 'Redo',
  'omok.clear': 'Clear',
  'omok.board': 'Omok board, {size} by {size}',
  'omok.cell': 'row {row}, column {col}: {stone}',
  'omok.cellNamed': '{name}, row {row}, column {col}: {stone}',
  'omok.moveNumber': 'move {n}',
  'omok.empty': 'empty',
  'omok.forbiddenMark': 'forbidden for black',
  'omok.winMark': 'winning line',
  'omok.lastMark': 'last move',
  'omok.taken': 'That point already holds a stone.',
  'omok.over': 'The game is over: undo or clear to go on.',
  'omok.forbidden': 'Black may not play here under renju ({reason}).',
  'omok.forbiddenLoss': '{color} played a forbidden move ({reason}): {winner} wins.',
  'omok.grid': 'Board in Baekjoon format',
  'yut.keys':
    'Keys: ← and → step through the plan, Home and End jump to its ends; 1 to 4 move that piece when you play; R rolls the die in a rolled game.',
  'omok.keys':
    'Keys: the arrows move over the board, Enter or Space places a stone; U takes a move back, R redoes it.',
  'omok.gridHelp': 'Paste a grid of 0, 1 and 2 and load it, or copy the current board out.',
  'omok.load': 'Load',
  'omok.copy': 'Copy',
  'omok.copied': 'Copied to the clipboard.',
  'omok.copyFailed':
    'Could not reach the clipboard: the board is in the box above, select and copy it.',
  'omok.loaded': 'Loaded a {size} × {size} board.',
  'omok.answer': 'Baekjoon answer',
  'omok.broken': 'This board breaks the promise of the problem: {what}.',
  'omok.lines': 'Lines of five or more',
  'omok.noLines': 'none yet',
  'omok.line': '{color}: {length} from ({r1}, {c1}) to ({r2}, {c2})',
  'omok.forbiddenShown': 'Crosses mark the points where black may not play.',
  'omok.bothColors': 'both colours have a winning line',
  'omok.twoLines': '{color} has more than one winning line',
  'omok.kind.win': 'wins',
  'omok.kind.overline': 'overline: forbidden to black, no win',
  'omok.kind.no-win': 'no win: only exactly five wins',
  'omok.err.line': 'line {line}',
  'omok.err.place': 'line {line}, column {column}',
  'omok.err.bad-value': 'expected 0, 1 or 2',
  'omok.err.missing-values': 'too few values on this line',
  'omok.err.extra-values': 'too many values on this line',
  'omok.err.missing-rows': 'too few lines for a square board',
  'omok.err.bad-size': 'the board size must be a whole number from 5 to 1000',
  'omok.err.extra-text': 'more text after the {size} × {size} board; load the grid alone',
  'omok.err.too-big': 'the playground draws boards up to 32 × 32',
  'omok.engine': 'Play against the computer',
  'omok.opponent': 'Computer plays',
  'omok.vs.off': 'Nobody: two people',
  'omok.vs.black': 'Black: you play white',
  'omok.vs.white': 'White: you play black',
  'omok.strength': 'Strength',
  'omok.level.easy': 'Easy',
  'omok.level.normal': 'Normal',
  'omok.level.strong': 'Strong',
  'omok.hint': 'Hint',
  'omok.analyse': 'Analyse',
  'omok.thinking': 'The computer is thinking…',
  'omok.looking': 'Reading the position…',
  'omok.engine.unavailable': 'This browser cannot run the computer (no Web Workers).',
  'omok.engine.size': 'The computer plays on boards from 5 × 5 to 26 × 26.',
  'omok.engine.failed':
    'The engine could not run (its worker did not load or stopped: is the network down?). Trying again in a few seconds…',
  'omok.at': 'row {row}, column {col}',
  'omok.hintAt': 'Hint: {at} (the ringed point).',
  'omok.noMove': 'No move is left.',
  'omok.bestMove': 'Best move: {at}.',
  'omok.eval.vcf': '{color} wins by force in {moves} moves, with fours (VCF).',
  'omok.eval.vct': '{color} wins by force in {moves} moves, with threes and fours (VCT).',
  'omok.eval.wins': '{color} wins in {moves} moves.',
  'omok.eval.better': '{color} is better.',
  'omok.eval.slightly': '{color} is slightly better.',
  'omok.eval.even': 'About even.',
  'omok.hintMark': 'hint',
  'omok.ghostMark': 'move {n} of the line ({color})',
} as const;

/** A key of the page's texts. */
export type TextKey = keyof typeof en;

const ko: Record<TextKey, string> = {
  'app.title': 'nori — 주사위 윷놀이 · 오목',
  'app.subtitle': '놀이터',
  'app.tagline': '주사위 윷놀이(백준 17825)와 오목(백준 2615)을 브라우저에서 정확하게 풉니다.',
  'app.tabs': '게임',
  'app.language': '언어',
  'app.footer': '모든 계산은 브라우저 안에서 이루어지며, 아무것도 밖으로 보내지 않습니다.',
  'app.skip': '게임으로 건너뛰기',
  'app.copyLink': '링크 복사',
  'app.saveSvg': 'SVG로 저장',
  'app.savePng': 'PNG로 저장',
  'app.linkCopied': '링크를 복사했습니다. 열면 지금 화면이 그대로 나옵니다.',
  'tab.yut': '주사위 윷놀이',
  'tab.omok': '오목',

  'yut.title': '주사위 윷놀이',
  'yut.intro':
    '주사위 열 번의 눈을 미리 압니다. 매 턴 말 하나를 나온 눈만큼 옮기고, 멈춘 칸의 수를 점수로 얻습니다. 파란 칸에서 출발하는 말은 파란 화살표를 따라갑니다.',
  'yut.dice': '주사위 열 번 (1부터 5)',
  'yut.roll': '주사위 굴리기',
  'yut.best': '최대 점수',
  'yut.mode': '보기',
  'yut.mode.plan': '최적의 수순',
  'yut.mode.play': '직접 두기',
  'yut.mode.game': '굴려 가며 두기',
  'yut.game.roll': '주사위 굴리기',
  'yut.game.toRoll': '{turns}턴 중 {turn}턴: 주사위를 굴리세요.',
  'yut.game.rolled': '{turns}턴 중 {turn}턴: {roll:이/가} 나왔습니다. 옮길 말을 고르세요.',
  'yut.game.passed': '{turn}턴: {roll:이/가} 나왔지만 옮길 수 있는 말이 없습니다.',
  'yut.game.hint': '힌트',
  'yut.game.hintText': '최선의 전략은 {piece}번 말을 옮깁니다({from} → {to}).',
  'yut.game.expected': '여기서부터 최선의 전략으로 둘 때 기대 최종 점수: {value}',
  'yut.game.wasBest': '방금 둔 수가 최선이었습니다.',
  'yut.game.better':
    '최선의 수는 {piece}번 말({from} → {to})이었습니다. 기대 최종 점수 {best}, 내 수 {yours}.',
  'yut.game.thinking': '최선의 전략을 계산하는 중…',
  'yut.game.workerFailed':
    '최선의 전략을 불러오지 못했습니다(네트워크가 끊겼나요?). 잠시 뒤 다시 시도합니다…',
  'yut.game.result':
    '내 점수: {you}점. 최선의 전략은 처음부터 평균 {policy}점을 기대합니다. 나온 주사위({dice})를 미리 알았다면 최고 점수는 {best}점이었습니다.',
  'yut.game.new': '새 게임',
  'yut.first': '처음으로',
  'yut.prev': '이전',
  'yut.next': '다음',
  'yut.play': '재생',
  'yut.pause': '멈춤',
  'yut.turnOf': '{turns}턴 중 {turn}턴',
  'yut.beforeFirst': '첫 턴 전',
  'yut.total': '누적 점수',
  'yut.col.turn': '턴',
  'yut.col.roll': '눈',
  'yut.col.piece': '말',
  'yut.col.move': '이동',
  'yut.col.points': '점수',
  'yut.col.total': '누적',
  'yut.showTurn': '{turn}: 이 턴 보기',
  'yut.planTable': '턴별 최적 계획',
  'yut.pieceAt': '말 {piece}: {cell}',
  'yut.noMove': '움직일 수 있는 말이 없음',
  'yut.step': '말 {piece}, {roll}칸: {from} → {to}, +{points}',
  'yut.start': '출발',
  'yut.end': '도착',
  'yut.legend.blue': '파란 칸: 여기서 출발하는 이동은 파란 화살표를 따라갑니다',
  'yut.legend.red': '화살표: 보통 가는 길',
  'yut.legend.route': '중앙으로 가는 지름길',
  'yut.board': '주사위 윷놀이 판',
  'yut.cellTitle.blue': '{cell}: 파란 칸',
  'yut.name.blue': '{cell}(파란 칸)',
  'yut.name.route': '{cell}(지름길)',
  'yut.cellTitle.route': '{cell}: 지름길',
  'yut.play.choose': '{turns}턴 중 {turn}턴: 주사위 눈은 {roll}입니다. 옮길 말을 고르세요.',
  'yut.play.undo': '되돌리기',
  'yut.play.restart': '다시 시작',
  'yut.play.score': '내 점수',
  'yut.play.finished': '말 {piece}: 이미 도착해서 더 움직일 수 없습니다.',
  'yut.play.occupied':
    '말 {piece}: {roll}칸 가면 멈출 칸 {cell}에 다른 말(말 {by})이 있어서 옮길 수 없습니다.',
  'yut.play.result': '내 점수 {you}점, 가능한 최대 점수 {best}점.',
  'yut.play.perfect': '완벽합니다: 모든 선택이 최대 점수를 지켰습니다.',
  'yut.play.firstLoss':
    '처음으로 점수를 잃은 선택: {turn}턴(눈 {roll}), 말 {piece} {from} → {to}. 그 뒤로는 합계 {after}점이 최대였습니다(원래 {before}점 가능). 말 {bestPiece}({bestFrom} → {bestTo})를 옮겼다면 {before}점을 지킬 수 있었습니다.',
  'yut.refuse.over': '게임이 끝났습니다. 되돌리거나 다시 시작하세요.',
  'yut.refuse.not-rolled': '먼저 주사위를 굴리세요.',
  'yut.refuse.already-rolled': '주사위를 이미 굴렸습니다. 옮길 말을 고르세요.',
  'yut.refuse.dice-known': '이 게임의 주사위 눈은 미리 정해져 있습니다.',
  'yut.refuse.no-such-piece': '말 {piece}: 그런 말은 없습니다. 말은 1부터 4까지입니다.',
  'yut.refuse.no-such-face': '주사위 눈은 1부터 5까지입니다({die:은/는} 없습니다).',
  'yut.refuse.nothing-to-undo': '아직 되돌릴 수가 없습니다.',
  'yut.refuse.passed': '그 턴에는 옮길 수 있는 말이 없었습니다.',
  'yut.refuse.must-move': '그 턴에는 옮길 수 있는 말이 있습니다.',
  'yut.link.value': '링크의 {name}={value} 값은 범위를 벗어나서 무시했습니다.',
  'yut.link.stopped':
    '링크의 {name}= 값은 {turn}턴까지만 두었습니다. 그 턴은 둘 수 없습니다: {reason}',
  'yut.announce.moved': '말 {piece}, {roll}칸: {from} → {to}, +{points}.',
  'yut.err.empty': '주사위 눈 열 개를 입력하세요.',
  'yut.err.count': '눈이 열 개여야 하는데 {found}개입니다.',
  'yut.err.not-a-number': '{token}번째 눈: 1부터 5까지의 수여야 하는데 {found}입니다.',
  'yut.err.out-of-range': '{token}번째 눈: 주사위는 1부터 5까지인데 {found}입니다.',
  'yut.err.extra-line': '열 개의 눈을 한 줄에 입력하세요.',

  'omok.newLine': '{move}수부터 새 수순입니다. 이전 수순에서 뒤따르던 {dropped}수는 지웠습니다.',
  'omok.review': '복기',
  'omok.first': '첫 수로',
  'omok.prev': '이전 수',
  'omok.next': '다음 수',
  'omok.last': '마지막 수로',
  'omok.numbers': '돌에 수 번호 표시',
  'omok.coords': '좌표',
  'omok.coords.letters': '문자(h8)',
  'omok.coords.baekjoon': '백준(행, 열)',
  'omok.moveList': '수순: 눌러서 이동하거나 ← → Home End를 쓰세요',
  'omok.position': '{moves}수 중 {move}수',
  'omok.startPosition': '처음: 수순에 {moves}수',
  'omok.computerPlayed': '컴퓨터({color})가 {at}에 두었습니다.',
  'omok.deepening': '(지금까지 깊이 {depth}, 더 깊이 읽는 중…)',
  'omok.pv': '최선 수순',
  'omok.candidates': '후보 수',
  'omok.evalBar': '흑 기준 형세: {value}',
  'omok.depth': '깊이 {depth}',
  'omok.eval.winsIn': '{color} {moves}수 승',
  'omok.title': '오목',
  'omok.intro':
    '클릭이나 터치, 또는 화살표 키와 Enter로 돌을 놓습니다. 흑이 먼저 둡니다. 어떤 줄이 이기는지는 규칙이 정합니다. 표준(백준) 규칙은 정확히 다섯 개를 셉니다.',
  'omok.size': '판 크기',
  'omok.rule': '규칙',
  'omok.rule.standard': '표준: 정확히 다섯',
  'omok.rule.freestyle': '자유룰: 다섯 이상',
  'omok.rule.renju': '렌주룰: 흑은 정확히 다섯, 삼삼·사사·장목 금지',
  'omok.black': '흑',
  'omok.white': '백',
  'omok.toPlay': '{color} 차례',
  'omok.winsAt': '{color} 승리: {row}행 {col}열부터 다섯.',
  'omok.winsAtLong': '{color} 승리: {row}행 {col}열부터 {count}개가 이어졌습니다.',
  'omok.moves': '수순',
  'omok.noMoves': '아직 둔 수가 없습니다.',
  'omok.record': '기보',
  'omok.recordHelp':
    '한 줄에 한 수씩, 행과 열(또는 h8) 순서로, 흑부터 적습니다. nori omok --moves가 읽는 형식입니다.',
  'omok.recordLoad': '기보 불러오기',
  'omok.recordCopy': '기보 복사',
  'omok.recordError': '기보: {message}',
  'omok.recordStopped': '{move}번째 수({row} {col})는 둘 수 없어서 그 앞까지만 두었습니다.',
  'omok.recordLoaded': '기보에서 {moves}수를 두었습니다.',
  'omok.undo': '무르기',
  'omok.place': '여기에 두기',
  'omok.placeHelp': '한 번 더 누르거나 버튼을 누르면 돌을 둡니다.',
  'omok.redo': '다시 두기',
  'omok.clear': '비우기',
  'omok.board': '오목판, {size} × {size}',
  'omok.cell': '{row}행 {col}열: {stone}',
  'omok.cellNamed': '{name}, {row}행 {col}열: {stone}',
  'omok.moveNumber': '{n}수',
  'omok.empty': '빈칸',
  'omok.forbiddenMark': '흑 금수',
  'omok.winMark': '승리한 줄',
  'omok.lastMark': '마지막 수',
  'omok.taken': '이미 돌이 놓인 자리입니다.',
  'omok.over': '게임이 끝났습니다. 무르거나 비우고 계속하세요.',
  'omok.forbidden': '렌주룰에서 흑은 여기에 둘 수 없습니다 ({reason}).',
  'omok.forbiddenLoss': '{color:이/가} 금수({reason})를 두어 {winner} 승리.',
  'omok.grid': '백준 형식의 판',
  'yut.keys':
    '키: ←, →로 계획을 한 턴씩 넘기고 Home, End로 처음과 끝으로 갑니다. 직접 둘 때는 1~4로 그 말을 옮기고, 굴려 가며 둘 때는 R로 주사위를 굴립니다.',
  'omok.keys':
    '키: 화살표로 판 위를 움직이고 Enter나 Space로 돌을 둡니다. U는 무르기, R은 다시 두기입니다.',
  'omok.gridHelp': '0, 1, 2로 된 판을 붙여 넣고 불러오거나, 지금 판을 복사해 가세요.',
  'omok.load': '불러오기',
  'omok.copy': '복사',
  'omok.copied': '클립보드에 복사했습니다.',
  'omok.copyFailed': '클립보드를 쓸 수 없습니다. 위 칸에 판이 있으니 선택해서 복사하세요.',
  'omok.loaded': '{size} × {size} 판을 불러왔습니다.',
  'omok.answer': '백준 답',
  'omok.broken': '문제의 약속을 어기는 판입니다: {what}.',
  'omok.lines': '다섯 이상 이어진 줄',
  'omok.noLines': '아직 없음',
  'omok.line': '{color}: {length}개, ({r1}, {c1})부터 ({r2}, {c2})까지',
  'omok.forbiddenShown': 'X 표시는 흑이 둘 수 없는 자리입니다.',
  'omok.bothColors': '흑과 백 모두 이기는 줄이 있습니다',
  'omok.twoLines': '{color}에게 이기는 줄이 둘 이상 있습니다',
  'omok.kind.win': '승리',
  'omok.kind.overline': '장목: 흑에게 금수, 승리 아님',
  'omok.kind.no-win': '승리 아님: 정확히 다섯만 이깁니다',
  'omok.err.line': '{line}번째 줄',
  'omok.err.place': '{line}번째 줄 {column}번째 글자',
  'omok.err.bad-value': '0, 1, 2만 쓸 수 있습니다',
  'omok.err.missing-values': '이 줄에 값이 모자랍니다',
  'omok.err.extra-values': '이 줄에 값이 너무 많습니다',
  'omok.err.missing-rows': '정사각형 판이 되기에는 줄이 모자랍니다',
  'omok.err.bad-size': '판 크기는 5부터 1000까지의 정수여야 합니다',
  'omok.err.extra-text': '{size} × {size} 판 뒤에 글자가 더 있습니다. 판만 붙여 넣으세요',
  'omok.err.too-big': '놀이터는 32 × 32까지의 판만 그립니다',
  'omok.engine': '컴퓨터와 두기',
  'omok.opponent': '컴퓨터',
  'omok.vs.off': '두지 않음: 둘이서 두기',
  'omok.vs.black': '흑: 내가 백',
  'omok.vs.white': '백: 내가 흑',
  'omok.strength': '실력',
  'omok.level.easy': '쉬움',
  'omok.level.normal': '보통',
  'omok.level.strong': '강함',
  'omok.hint': '힌트',
  'omok.analyse': '형세 분석',
  'omok.thinking': '컴퓨터가 수를 생각하는 중…',
  'omok.looking': '수를 읽는 중…',
  'omok.engine.unavailable': '이 브라우저에서는 컴퓨터가 둘 수 없습니다(Web Worker 없음).',
  'omok.engine.size': '컴퓨터는 5 × 5부터 26 × 26까지의 판에서만 둡니다.',
  'omok.engine.failed':
    '엔진을 실행하지 못했습니다(워커를 불러오지 못했거나 멈췄습니다. 네트워크가 끊겼나요?). 잠시 뒤 다시 시도합니다…',
  'omok.at': '{row}행 {col}열',
  'omok.hintAt': '힌트: {at} (동그라미 친 자리).',
  'omok.noMove': '둘 곳이 없습니다.',
  'omok.bestMove': '최선의 수: {at}.',
  'omok.eval.vcf': '{color:이/가} {moves}수 만에 이기는 필승수가 있습니다(연속 4, VCF).',
  'omok.eval.vct': '{color:이/가} {moves}수 만에 이기는 필승수가 있습니다(3과 4로 몰기, VCT).',
  'omok.eval.wins': '{color:이/가} {moves}수 만에 이깁니다.',
  'omok.eval.better': '{color:이/가} 유리합니다.',
  'omok.eval.slightly': '{color:이/가} 조금 유리합니다.',
  'omok.eval.even': '형세가 비슷합니다.',
  'omok.hintMark': '힌트',
  'omok.ghostMark': '예상 수순 {n}번째({color})',
};

/** Every text in each language (exported for the test that every key is used). */
export const texts: Record<Lang, Record<TextKey, string>> = { en, ko };

let current: Lang = 'en';
const listeners: (() => void)[] = [];

/** The current language. */
export function lang(): Lang {
  return current;
}

/**
 * The text for `key` in the current language, with `{name}` replaced by `values[name]`. After a
 * placeholder, a Korean particle pair as the shared catalogue writes it (`{name:이/가}`, `을/를`,
 * `은/는`, `과/와`, `으로/로`) becomes the form that fits the value: `4가`, `3이`, never "이(가)".
 */
export function t(key: TextKey, values: Record<string, string | number> = {}): string {
  return texts[current][key].replace(
    /\{(\w+)(?::([^{}/]+\/[^{}]+))?\}/g,
    (whole, name: string, pair?: string) => {
      if (!(name in values)) return whole;
      const value = String(values[name]);
      return pair === undefined ? value : withParticle(value, pair);
    },
  );
}

/** Sets the language without the page (unit tests: no DOM, no storage). */
export function setLangForTests(next: Lang): void {
  current = next;
}

/** Calls `listener` after every change of language. */
export function onLangChange(listener: () => void): void {
  listeners.push(listener);
}

/** Fills every element marked `data-i18n` (text) or `data-i18n-label` (aria-label). */
export function translateStatic(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n]')) {
    element.textContent = t(element.dataset.i18n as TextKey);
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-i18n-label]')) {
    element.setAttribute('aria-label', t(element.dataset.i18nLabel as TextKey));
  }
}

/** Switches the page to `next`, remembers the choice, and re-renders every text. */
export function setLang(next: Lang, remember = true): void {
  current = next;
  document.documentElement.lang = next;
  document.title = t('app.title');
  if (remember) {
    try {
      localStorage.setItem(LANG_STORAGE_KEY, next);
    } catch {
      // Storage may be unavailable (private mode, disabled cookies): the choice lasts this visit.
    }
  }
  translateStatic();
  for (const listener of listeners) listener();
}

/** Starts in the remembered language, or the one the browser prefers. */
export function initLang(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    stored = null;
  }
  setLang(chooseLang(stored, navigator.languages ?? [navigator.language]), false);
}
