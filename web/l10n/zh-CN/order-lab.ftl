# <posenc-order-lab> 的文字（见 en/order-lab.ftl）。

## <posenc-order-lab> (web/src/widgets/order-lab*.js)

# 玩具词表，用学习者的语言：模型的每个词元一个词（各语言的 id 和数字相同）。
# 中文输入可以不加空格：从左到右按词表中最长的词切分（“狗咬人”：狗 咬 人）。
order-lab-word-man = 人
order-lab-word-woman = 女人
order-lab-word-dog = 狗
order-lab-word-cat = 猫
order-lab-word-fox = 狐狸
order-lab-word-bird = 鸟
order-lab-word-bites = 咬
order-lab-word-sees = 看见
order-lab-word-chases = 追
order-lab-word-likes = 喜欢
order-lab-word-the = 这
order-lab-word-a = 一只
order-lab-word-big = 大
order-lab-word-small = 小
order-lab-word-old = 老
order-lab-word-today = 今天
# 中文词之间、句子之间不加空格。
order-lab-join = { $before }{ $after }
order-lab-position = 位置信号
order-lab-position-none = 无
order-lab-position-sinusoidal = 正弦（相加）
order-lab-position-learned = 可学习的表（相加）
order-lab-position-rope = RoPE（旋转）
order-lab-mask = 掩码
order-lab-mask-bidirectional = 无（双向）
order-lab-mask-causal = 因果
order-lab-readout = 读出
order-lab-readout-cls = 前面的 [CLS]
order-lab-readout-last = 最后一个词
order-lab-readout-cls-end = 句子之后的 [CLS]
order-lab-layers = 层数
order-lab-train = 训练
order-lab-pause = 暂停
order-lab-continue = 继续
order-lab-train-again = 再训练一次
order-lab-reset = 重置
order-lab-failed = 训练已暂停：{ $error } 按“继续”接着训练。
order-lab-loss-title = 测试损失
order-lab-accuracy-title = 测试准确率
order-lab-loss-name = 损失图：每个训练步的测试损失；虚线标出不看词序时的最好结果 ln 2
order-lab-accuracy-name = 准确率图：每个训练步的测试准确率和训练准确率；虚线标出不看词序时的最好结果 50% 和随机猜测 1/6
order-lab-plot-x = 训练步
order-lab-plot-loss = 损失
order-lab-plot-accuracy = 准确率
order-lab-rule-loss = 不看词序时的最好结果：ln 2 ≈ { $loss }
order-lab-rule-accuracy = 不看词序时的最好结果：{ $half }
order-lab-rule-chance = 随机猜测：1/{ $nouns }
order-lab-key-this = 本次训练：{ $settings }
order-lab-key-previous = 上次训练：{ $settings }
order-lab-key-training = 本次训练在训练过的名词对上（点线）
order-lab-key-blind = 不看词序时的最好结果（{ $half }）和随机猜测（1/{ $nouns }）
order-lab-key-chance = 随机猜测（1/{ $nouns }）
order-lab-test-set = { $task ->
    [agent] 未见名词对的 { $count } 个“名词 动词 名词”句子
   *[filler] 含未见名词对、长 { $length } 个词的测试句子
  }
order-lab-trained-set = { $task ->
    [agent] 训练过的名词对的 { $count } 个句子
   *[filler] 含训练过的名词对、长 { $length } 个词的句子
  }
order-lab-verdict-learned = 它已经学会了谁是施事者
order-lab-verdict-memorised = 它记住了训练句子，而不是规则：在训练过的名词对上远好于未见的名词对
order-lab-verdict-blind = 最多是在两个名词之间抛硬币，看不见词序的模型无法超过这一点
order-lab-verdict-better = 好于抛硬币，但还不是每次都对
order-lab-verdict-coin = 在未见的名词对上还不比抛硬币好
order-lab-settings = { $position ->
    [none] 无位置信号
    [sinusoidal] 正弦位置信号
    [learned] 可学习的位置信号
   *[rope] RoPE 位置信号
  }，{ $mask ->
    [causal] 因果掩码
   *[bidirectional] 双向掩码
  }，{ $readout ->
    [last] 在最后一个词读出
    [cls-end] 在句子之后的 [CLS] 读出
   *[cls] 在前面的 [CLS] 读出
  }，{ $layers } { $count ->
   *[other] 层
  }
order-lab-summary-head = 词序实验室，{ $settings }，任务：{ $task ->
    [agent] 找出施事者
   *[filler] 带填充词
  }。
order-lab-summary-running = { $head }训练中：{ $total } 步正在进行。
order-lab-summary-untrained = { $head }尚未训练：按“训练”运行 { $total } 个训练步。
order-lab-summary = { $head }{ $phase ->
    [running] 训练中，已完成 { $step }/{ $total } 步
    [paused] 暂停于 { $step }/{ $total } 步
   *[done] 完成 { $step }/{ $total } 步
  }：{ $verdict }。{ $why ->
    [blind] 没有位置信息时，这个模型把每个句子看成一组词，所以它必须对“人咬狗”和“狗咬人”给出相同的答案。
   *[other] { "" }
  }
order-lab-status = 第 { $step }/{ $total } 步 · 在{ $testSet }上的测试准确率 { $accuracy } · 训练过的名词对上 { $training } · 测试损失 { $loss }
order-lab-pair = { $first }–{ $second }
order-lab-pairs-two = { $first }和{ $last }
order-lab-pairs-list-separator = 、
order-lab-held-out = 训练时留出的名词对（两种顺序）：{ $pairs }。
order-lab-seeds = 训练 20 个种子
order-lab-seeds-running = 正在训练 20 个随机初始化…
order-lab-seeds-progress = 正在训练 20 个随机初始化… { $done }
order-lab-seeds-failed = 随机初始化的训练停止了：{ $error }
order-lab-seeds-counts = 在 { $runs } 个随机初始化中（每个 { $steps } 步）：{ $reach95 } 个在未见名词对上达到 95%，{ $past50 } 个超过 50%；中位数 { $median }（从 { $low } 到 { $high }）；{ $trainedAll } 个答对全部训练句子。
order-lab-strip-name = 每个随机初始化的测试准确率条带
order-lab-strip-label = { $runs } 个随机初始化（种子 1 到 { $runs }）在未见名词对上的测试准确率：{ $values }{ $mine ->
    [yes] ；你的训练（种子 { $seed }）用圆圈标出，位于 { $accuracy }
   *[no] { "" }
  }。
order-lab-strip-yours = 你的训练
order-lab-loss-label = 损失图：{ $shown ->
    [yes] 测试损失从第 { $firstStep } 步的 { $first } 到第 { $lastStep } 步的 { $last }
   *[no] 尚未训练
  }{ $blind ->
    [yes] ；虚线标出不看词序时的最好结果 ln 2 = { $chance }
   *[no] { "" }
  }{ $previous ->
    [none] 。
   *[other] ；上次训练（{ $previous }）画成虚线。
  }
order-lab-accuracy-label = 准确率图：{ $shown ->
    [yes] 测试准确率（未见名词对）从第 { $firstStep } 步的 { $first } 到第 { $lastStep } 步的 { $last }，训练准确率（点线）从 { $trainingFirst } 到 { $trainingLast }
   *[no] 尚未训练
  }；{ $blind ->
    [yes] 虚线标出不看词序时的最好结果 { $half } 和随机猜测 1/{ $nouns }
   *[no] 虚线标出随机猜测 1/{ $nouns }
  }{ $previous ->
    [none] 。
   *[other] ；上次训练（{ $previous }）画成虚线。
  }
order-lab-ask-title = 问模型：谁是施事者
order-lab-sentence-label = 句子
order-lab-ask = 提问
order-lab-ask-unseen = 问一个未见的名词对
order-lab-nouns-title = 每个名词的概率
order-lab-attention-title = 读出行的注意力
order-lab-attention-title-token = 读出行（{ $token }）的注意力
order-lab-reads-out = { $token }（读出）
order-lab-skipped = 模型只读词：略去了 { $count ->
   *[other] { $marks } 个标点或符号
  }，它被问的是“{ $sentence }”。
order-lab-problem-empty = 请先输入一个句子，例如“{ $example }”。
order-lab-problem-long = 模型最多读 { $max } 个词；这个句子有 { $truncated ->
    [yes] 超过 { $count }
   *[no] { $count }
  } 个词：没有提问。
order-lab-unknown-word = “{ $word }”
order-lab-problem-unknown = 模型不认识{ $shown }{ $more ->
    [0] { "" }
   *[other] 等另外 { $more } 个词
  }。它只认识这些词：{ $vocabulary }。
order-lab-unlike = 这个模型只用{ $task ->
    [agent] 像“{ $example }”这样的“名词 动词 名词”句子
   *[filler] 夹在填充词之间、最长 { $length } 个词的“名词 动词 名词”
  }训练过：这个句子对它是新的，它的回答只是猜测。
order-lab-unseen-pair = 一个未见的名词对：模型从没用它训练过。
order-lab-trained-pair = 一个训练过的名词对。
order-lab-answer = 谁是施事者？模型回答“{ $answer }”（概率 { $probability }）。
order-lab-untrained = （未训练：只是猜测。）
order-lab-attention-label = 读出行（{ $token }）在句子上的注意力：{ $weights }。
order-lab-weight = { $token } { $weight }
order-lab-terms-title = 每个词的得分，拆成四项
order-lab-rotation-title = 每个词的得分，不带旋转和带旋转
order-lab-term-wordWord = 词·词
order-lab-term-wordPosition = 词·位置
order-lab-term-positionWord = 位置·词
order-lab-term-positionPosition = 位置·位置
order-lab-term-without = 不带旋转
order-lab-term-rotation = 旋转加上的部分
order-lab-table-word = 词
order-lab-table-score = 得分
order-lab-table-caption = 读出行（{ $token }）在 softmax 之前的得分
order-lab-term-word = { $token } { $score }（主要是{ $term }）
order-lab-terms-text = 读出行（{ $token }）对每个词在 softmax 之前的得分，是四项之和：{ $words }。涉及位置的三项占全部各项大小的 { $share }{ $why ->
    [some] 。
    [causal] ：没有位置信号到达这些得分，但第一层的因果掩码会：那里每个词的行只混合了它之前（含它自己）的词，所以词·词项可以依赖于词序。
   *[none] ：这些得分不可能依赖于词所在的位置。
  }
order-lab-rotation-word = { $token } { $without } → { $with }
order-lab-rotation-text = 用 RoPE 时不向词加任何东西：每个查询和键都按其位置旋转，所以四项拆分不适用。读出行（{ $token }）对每个词在 softmax 之前的得分，不带旋转 → 带旋转：{ $words }。旋转加上的部分，也就是位置贡献的部分，占两部分大小的 { $share }。
order-lab-list-separator = ，
